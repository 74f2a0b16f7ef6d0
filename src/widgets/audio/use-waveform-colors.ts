import { useEffect } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { useThemeStore, type ResolvedTheme } from '@/components/theme/theme-store';

/** Waveform colours per theme: wavesurfer paints on a canvas, which the CSS dark palette does not reach. */
const COLORS: Record<ResolvedTheme, { waveColor: string; progressColor: string; cursorColor: string }> = {
  light: { waveColor: '#a5b4fc', progressColor: '#4f46e5', cursorColor: '#1e1b4b' },
  dark: { waveColor: '#4f46e5', progressColor: '#a5b4fc', cursorColor: '#e0e7ff' },
};

/** The colours for the theme shown now, for creating a waveform outside React's render. */
export const currentWaveformColors = () => COLORS[useThemeStore.getState().resolved];

/** Repaints a waveform in the theme's colours whenever the theme changes. */
export function useWaveformColors(surfer: { current: WaveSurfer | null }): void {
  const theme = useThemeStore((state) => state.resolved);
  useEffect(() => {
    surfer.current?.setOptions(COLORS[theme]);
  }, [surfer, theme]);
}
