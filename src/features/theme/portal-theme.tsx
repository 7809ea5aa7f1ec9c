import { useEffect } from 'react';
import { tsr } from '../../lib/api';
import { applyTheme } from '../../lib/theme';
import { setEmbedState, useEmbedState } from './embed-store';

/**
 * Applies the portal theme (GET /settings) as CSS custom properties; inside a verified embedding
 * the host's theme (postMessage) overrides it. Renders nothing.
 */
export function PortalTheme() {
  const settings = tsr.settings.get.useQuery({ queryKey: ['settings'], staleTime: Infinity });
  const { hostTheme } = useEmbedState();
  const portalTheme = settings.data?.status === 200 ? settings.data.body.theme : undefined;

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
