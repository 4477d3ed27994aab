/** The frame's layer that modals (ui/Modal.tsx) render into: null before it mounts, or outside a frame. */
import { createContext } from 'react';

export const ModalLayerContext = createContext<HTMLElement | null>(null);
