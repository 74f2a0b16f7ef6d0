import { readFileSync } from 'node:fs';
import { PocketSphinxRecognizer } from './sandbox/agents/speech-recognition/speech-recognizer.ts';
import { COMMAND_PROMPT, COMMAND_TOOLS } from './sandbox/agents/speech-recognition/testing/command-tools.ts';
const raw = readFileSync('/tmp/psx/s.raw');
const pcm = new Int16Array(raw.buffer, raw.byteOffset, raw.byteLength/2);
let empty = 0, ok = 0;
const one = async (i: number) => {
  const r = await PocketSphinxRecognizer.create(`${COMMAND_PROMPT} You are ${i}.`, COMMAND_TOOLS);
  r.start(new Int16Array());
  for (let j=0;j<pcm.length;j+=320) { r.push(pcm.slice(j,j+320)); if (j % 3200 === 0) await new Promise(r=>setTimeout(r,1)); }
  const h = await r.finish();
  if (h === 'switch to the dark theme') ok++; else { empty++; console.log('got', JSON.stringify(h)); }
  r.dispose();
};
for (let w=0; w<10; w++) await Promise.all(Array.from({length: 6}, (_, i) => one(w*6+i)));
console.log({ok, empty});
