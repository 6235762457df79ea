import { createContext, type ReactNode, useContext } from 'react';

/**
 * A section's tab bar (settings, moderation), drawn by each of its pages under the page's heading:
 * the section provides it, the page's PageHeader shows it as `extra`.
 */
export const SectionTabsSlot = createContext<ReactNode>(null);

export const useSectionTabs = (): ReactNode => useContext(SectionTabsSlot);
