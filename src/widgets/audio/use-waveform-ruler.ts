import { useEffect } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { rulerLabel, rulerSteps } from './waveform-zoom';

const RULER_HEIGHT = 18;
/** More than a screen ever shows (notches are at least 8 px apart). */
const MAX_NOTCHES = 2000;

/**
 * The ruler under a waveform, in wavesurfer's scrolling wrapper so it moves with it: ticks and m:ss labels on
 * the spacing of rulerSteps, for the visible stretch only, redrawn as the view scrolls. wavesurfer's timeline
 * plugin falls short here: it lays out a notch for every tick of the whole file, reading each one's width, so at
 * 10 ms ticks a 12-minute file took 72,000 notches and froze the page for seconds at every zoom step. The notches
 * keep the plugin's part names.
 */
export function useWaveformRuler(
  surfer: WaveSurfer | null,
  pxPerSecond: number,
  duration: number,
  /** Where the drawing starts in the file (a window of a long one): the labels read the file's times. */
  offset = 0,
): void {
  useEffect(() => {
    if (!surfer || pxPerSecond <= 0 || duration <= 0) return;
    const wrapper = surfer.getWrapper();
    const scroll = wrapper.parentElement!;
    const ruler = document.createElement('div');
    ruler.setAttribute('part', 'timeline');
    ruler.style.cssText = `position:relative;height:${RULER_HEIGHT}px;overflow:hidden;font-size:${RULER_HEIGHT / 2}px;white-space:nowrap;pointer-events:none`;
    wrapper.appendChild(ruler);
    const { tick, label, tenths } = rulerSteps(pxPerSecond);
    let drawn = '';
    const draw = () => {
      // The scale as laid out (wavesurfer fills the width at the first zoom), a tick either side of the view.
      const perSecond = scroll.scrollWidth / duration;
      const first = Math.max(
        Math.ceil(offset / tick - 1e-6),
        Math.floor((offset + scroll.scrollLeft / perSecond) / tick) - 1,
      );
      const last = Math.min(
        Math.floor((offset + duration) / tick + 1e-6),
        Math.ceil((offset + (scroll.scrollLeft + scroll.clientWidth) / perSecond) / tick) + 1,
      );
      // A drawing not laid out at this zoom yet (a new one starts narrow) would ask for thousands of notches.
      if (last - first > MAX_NOTCHES) return;
      const key = `${first}:${last}:${perSecond}`;
      if (key === drawn) return;
      drawn = key;
      const notches: HTMLElement[] = [];
      for (let index = first; index <= last; index++) {
        const seconds = Math.round(index * tick * 100) / 100;
        const labelled = Math.round(seconds * 100) % Math.round(label * 100) === 0;
        const notch = document.createElement('div');
        notch.setAttribute('part', `timeline-notch timeline-notch-${labelled ? 'primary' : 'tick'}`);
        notch.style.cssText = `position:absolute;bottom:0;left:${(seconds - offset) * perSecond}px;height:${labelled ? 100 : 50}%;border-left:1px solid currentColor;opacity:${labelled ? 1 : 0.25};text-indent:3px`;
        if (labelled) notch.textContent = rulerLabel(seconds, tenths);
        notches.push(notch);
      }
      ruler.replaceChildren(...notches);
    };
    draw();
    const offs = [surfer.on('scroll', draw), surfer.on('redrawcomplete', draw), surfer.on('resize', draw)];
    return () => {
      offs.forEach((off) => off());
      ruler.remove();
    };
  }, [surfer, pxPerSecond, duration, offset]);
}
