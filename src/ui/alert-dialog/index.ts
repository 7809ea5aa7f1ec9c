export { AlertDialog } from './alert-dialog';
export { AlertProvider, type AlertApi, type AlertCallbacks, type AlertInput } from './alert-provider';
export { useAlert } from './use-alert';
