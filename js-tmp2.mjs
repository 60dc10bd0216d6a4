import { chromium } from '@playwright/test';
import { statSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
const js = [];
p.on('request', (r) => { if (r.resourceType() === 'script') js.push(new URL(r.url()).pathname); });
await p.goto(`http://localhost:3190/?lang=en`); await p.waitForSelector('html[data-app=ready]'); await p.waitForTimeout(2000);
for (const f of js) { const body = readFileSync(`apps/web/dist${f}`); console.log(f, gzipSync(body, { level: 9 }).length, body.toString().slice(0, 150).replace(/\n/g, ' ')); }
await b.close();
