import type { Plugin } from 'vite';

export function minifyCssChunk(text: string): string;
export function minifyStyledCss(code: string): string | null;
export function minifyStyledCssPlugin(): Plugin;
