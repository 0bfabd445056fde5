import type { Plugin } from 'vite';

export function shortHash(text: string): string;
export function addComponentIds(code: string, id: string): string;
export function styledComponentIds(options?: { root?: string }): Plugin;
