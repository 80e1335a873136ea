import fs from 'node:fs';

/** A change stamp of a file (size and modification time), or '' when it is gone. */
export function fileStamp(abs: string | undefined): string {
  if (!abs) return '';
  const st = fs.statSync(abs, { throwIfNoEntry: false });
  return st ? `${st.size}:${st.mtimeMs}` : '';
}
