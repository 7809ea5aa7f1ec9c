import { useEffect } from 'react';
import { tsr } from '../../lib/api';
import { applyTheme } from '../../lib/theme';
import { startEmbedding } from './embed-mode';
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
    let stop = () => {};
    void startEmbedding({
      onTheme: (theme) => setEmbedState({ hostTheme: theme }),
      onStatus: (status) => {
        setEmbedState({ status });
        document.documentElement.dataset.embed = status;
      },
    }).then((s) => (stop = s));
    return () => stop();
  }, []);

  useEffect(() => {
    applyTheme({ ...portalTheme, ...hostTheme });
  }, [portalTheme, hostTheme]);
  return null;
}
