// node scripts-sale/add-messages.mjs <errors.json> [namespace.json] : merges keys into messages/*.json (ids: id en it hk my jp)
import fs from 'node:fs';
const langs = ['id', 'en', 'it', 'hk', 'my', 'jp'];
const [errorsFile, nsFile, routesFile] = process.argv.slice(2);
const errors = errorsFile ? JSON.parse(fs.readFileSync(errorsFile, 'utf8')) : {};
const ns = nsFile && fs.existsSync(nsFile) ? JSON.parse(fs.readFileSync(nsFile, 'utf8')) : null;
const routes = routesFile && fs.existsSync(routesFile) ? JSON.parse(fs.readFileSync(routesFile, 'utf8')) : {};
const pick = (node, i) => Array.isArray(node) ? node[i] : Object.fromEntries(Object.entries(node).map(([k, v]) => [k, pick(v, i)]));
langs.forEach((lang, i) => {
  const file = `messages/${lang}.json`;
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [k, v] of Object.entries(errors)) json.errors[k] = v[i];
  for (const [k, v] of Object.entries(routes)) json.routes[k] = v[i];
  if (ns) json.sales = pick(ns, i);
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
});
