import { lazy } from 'react';

/** The chat overlay, loaded when it is first opened rather than with every page. */
export const LazyChatOverlay = lazy(() => import('./ChatOverlay').then((module) => ({ default: module.ChatOverlay })));
