import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './child-server';

/**
 * The files of an earlier revision in a folder under `work` (from `git archive`), with this checkout's packages
 * linked in, so a bench can start that revision's sandbox beside this one (its `BASELINE=<revision>` rows).
 */
export function baselineCheckout(work: string, revision: string): string {
  const dir = path.join(work, `baseline-${revision.replace(/[^\w.-]/g, '_')}`);
  mkdirSync(dir);
  const archive = path.join(work, 'baseline.tar');
  execFileSync('git', ['-C', ROOT, 'archive', '--output', archive, revision]);
  execFileSync('tar', ['-xf', archive, '-C', dir]);
  symlinkSync(realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'));
  return dir;
}

/** A revision's short hash (HEAD by default). */
export const shortRevision = (revision = 'HEAD') =>
  execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', revision]).toString().trim();

/** This checkout's revision, marked when tracked files have changes not yet committed. */
export const treeLabel = () =>
  `${shortRevision()}${execFileSync('git', ['-C', ROOT, 'status', '--porcelain', '--untracked-files=no']).length > 0 ? ' + changes' : ''}`;
