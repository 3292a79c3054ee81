// A PDF's text as pdftotext (poppler-utils, installed by scripts/ensure-chromium.sh) reads it with
// -layout: a row of the document stays on one line, so a label and its amount can be matched together.
import { spawn } from 'node:child_process';

export function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`pdftotext ${code}: ${Buffer.concat(err)}`))));
    child.stdin.end(bytes);
  });
}
