import { createContext, useContext } from 'react';
import { initialLoaderState, type LoaderState } from './loader-machine';

/** The loader's state, for screens: the stored hero source and the animation-start flag. */
export const ShellStateContext = createContext<LoaderState>(initialLoaderState);

export function useShellState(): LoaderState {
  return useContext(ShellStateContext);
}
