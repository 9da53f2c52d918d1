import type { ComponentType } from 'react';

/** An icon the kit draws at its own size: lucide's, or one of the app's own SVG components. */
export type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
