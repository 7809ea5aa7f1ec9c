import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { mergeAreas, type Tree } from './locales/merge';

const en_GB = mergeAreas(
  import.meta.glob<Tree>('./locales/en_GB/*.json', { eager: true, import: 'default' }),
);

/** UI tests render in English with the real resources, loaded synchronously. */
await i18next.use(initReactI18next).init({
  lng: 'en_GB',
  fallbackLng: 'en_GB',
  resources: { en_GB: { translation: en_GB } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

afterEach(() => cleanup());
