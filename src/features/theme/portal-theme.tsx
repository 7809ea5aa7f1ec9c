import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQuery } from '../../api/settings';
import { applyTheme } from '../../lib/theme';
import { setEmbedState, useEmbedState } from './embed-store';

/**
 * Applies the portal theme (GET /settings) as CSS custom properties; inside a verified embedding
 * the host's theme (postMessage) overrides it. Renders nothing.
 */
export function PortalTheme() {
  const settings = useQuery(settingsQuery());
  const { hostTheme } = useEmbedState();
  const portalTheme = settings.data?.theme;

  useEffect(() => {
    if (window.parent === window) return; // not framed: no embedding code is even loaded
    let stop = () => {};
    let live = true;
    void import('./embed-mode').then(({ startEmbedding }) =>
      startEmbedding({
        onTheme: (theme) => setEmbedState({ hostTheme: theme }),
        onStatus: (status) => {
          setEmbedState({ status });
          document.documentElement.dataset.embed = status;
        },
      }).then((s) => (live ? (stop = s) : s())),
    );
    return () => {
      live = false;
      stop();
    };
  }, []);

  useEffect(() => {
    applyTheme({ ...portalTheme, ...hostTheme });
  }, [portalTheme, hostTheme]);
  return null;
}
