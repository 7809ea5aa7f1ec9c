import type { MenuItem, Theme } from '../../../contract';

/** Dashboard menu: labels are i18n keys, paths are routes without the prefix. */
export const MENU: MenuItem[] = [
  { id: 'overview', icon: 'home' },
  { id: 'active_contracts', icon: 'folder-open' },
  { id: 'closed_contracts', icon: 'archive' },
  { id: 'claim_transfer', icon: 'send' },
  { id: 'new_contract', icon: 'plus' },
  { id: 'faq', icon: 'help' },
  { id: 'account_details', icon: 'key' },
  { id: 'account_data', icon: 'user' },
].map(({ id, icon }) => ({ id, icon, label: `menu.${id}`, path: `/${id}` }));

/** Tracking (heat-map tool) settings as the JSON string SPEC §3 describes; off by default. */
export const TRACKING_SETTINGS = JSON.stringify({ heatmap: { enabled: false, site_id: null } });

export const THEME: Theme = {
  background: '#f6f7f9',
  text: '#1b2430',
  button: '#0b5cad',
  button_text: '#ffffff',
  button_group: '#e3e8ef',
  button_group_text: '#1b2430',
  button_group_active: '#0b5cad',
  button_group_active_text: '#ffffff',
  cta_button: '#c2410c',
  cta_button_text: '#ffffff',
  icon: '#0b5cad',
  highlight: '#0a57a4',
  foreground: '#ffffff',
  useLogo: false,
};
