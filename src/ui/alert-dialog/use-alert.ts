import { useContext } from 'react';
import { AlertContext, type AlertApi } from './alert-provider';

/** Shows alerts through the nearest <AlertProvider>. */
export function useAlert(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlert needs an <AlertProvider>');
  return api;
}
