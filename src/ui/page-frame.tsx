import { createContext, useContext, type ReactNode } from 'react';
import { PublicPage } from './public-page';

const InLayout = createContext(false);

/** Marks `children` as already inside a page frame (the dashboard's main area). */
export function InsideFrame({ children }: { children: ReactNode }) {
  return <InLayout.Provider value>{children}</InLayout.Provider>;
}

/**
 * The frame of a page that can open anywhere (not found, error): inside the dashboard its main
 * area, elsewhere the public page's frame.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return useContext(InLayout) ? <div className="card">{children}</div> : <PublicPage>{children}</PublicPage>;
}
