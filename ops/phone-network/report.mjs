// Sums up the phone-network runs: per screen and way, the median and 90th percentile of each
// round, the median of the rounds, the bytes on the wire and REST's time over the BFF's.
import { readFileSync, writeFileSync } from 'node:fs';

export const KINDS = ['home', 'detail', 'reader'];
export const SIDES = ['bff', 'rest'];

function quantile(values, q) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  return sorted[low] + (sorted[Math.ceil(position)] - sorted[low]) * (position - low);
}
const median = (values) => quantile(values, 0.5);

/** `screens`: [{ mode, round, kind, side, ms, up, down }]. */
export function summarize(screens, modes, rounds) {
  const rows = [];
  for (const mode of modes) {
    for (const kind of KINDS) {
      const row = { mode: mode.name, kind, rounds: [] };
      for (let round = 0; round < rounds; round++) {
        const entry = {};
        for (const side of SIDES) {
          const runs = screens.filter((s) => s.mode === mode.name && s.kind === kind && s.side === side && s.round === round);
          entry[side] = {
            median: median(runs.map((s) => s.ms)),
            p90: quantile(runs.map((s) => s.ms), 0.9),
            done: median(runs.map((s) => s.doneMs)),
            // Mean, not median: each screen's CPU time is read in 10 ms ticks.
            serverCpu: runs.some((s) => s.serverCpuMs === null) ? null : runs.reduce((sum, s) => sum + s.serverCpuMs, 0) / runs.length,
            bytes: mode.proxy ? median(runs.map((s) => s.up + s.down)) : null,
            down: mode.proxy ? median(runs.map((s) => s.down)) : null,
          };
        }
        entry.ratio = entry.rest.median / entry.bff.median;
        row.rounds.push(entry);
      }
      for (const side of SIDES) {
        row[side] = Object.fromEntries(['median', 'p90', 'done', 'serverCpu', 'bytes', 'down'].map((key) => [key, median(row.rounds.map((r) => r[side][key]))]));
      }
      const ratios = row.rounds.map((r) => r.ratio);
      row.ratio = { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
      rows.push(row);
    }
  }
  return rows;
}

/**
 * Per mode, screen and way: each request's median start and end (ms from the screen's start),
 * e.g. { 'phone:reader:bff': { ReaderChapter: [1, 231], StartReading: [239, 459] } }.
 */
export function timelines(screens) {
  const groups = {};
  for (const screen of screens) {
    const group = (groups[`${screen.mode}:${screen.kind}:${screen.side}`] ??= {});
    for (const { label, start, end } of screen.requests) (group[label] ??= []).push([start, end]);
  }
  return Object.fromEntries(
    Object.entries(groups).map(([key, requests]) => [
      key,
      Object.fromEntries(Object.entries(requests).map(([label, spans]) => [label, [0, 1].map((i) => Math.round(median(spans.map((span) => span[i]))))])),
    ]),
  );
}

const ms = (value) => `${Math.round(value)} ms`;
const cpu = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
const kb = (value) => (value === null ? 'n/a' : `${(value / 1000).toFixed(1)} KB`);

export function resultsTable(results) {
  const lines = [
    `\`${results.command}\` on ${results.date.slice(0, 10)}; commit ${results.commit}; ${results.stack.database}, BFF cache ${results.stack.cache}; ` +
      `BFF answers ${results.bffEncoding ?? 'uncompressed'}, API answers ${results.apiEncoding ?? 'uncompressed'}.`,
    '',
    `Machine: ${results.machineText}. ${results.settings.screens} screens of each kind per round, ${results.settings.rounds} rounds (different pages and books in every screen); ` +
      'median and p90 are the medians of the rounds\' own; "REST / BFF" is the median of the rounds\' ratios of medians (lowest to highest round in brackets). ' +
      'A screen\'s time runs from its first request until its last answer is in; "app done" adds the client\'s own work after ' +
      'that (Apollo Client\'s cache for the BFF, JSON.parse for REST), inflated here by the busy CPU. ' +
      'Bytes: both directions, HTTP headers and bodies, median per screen. Server CPU: user and system time of the API ' +
      'and BFF processes (BFF + API for the BFF, API alone for REST) per screen, mean of the rounds\' means (10 ms ticks, from /proc).',
    '',
  ];
  for (const mode of results.modes) {
    lines.push(`**${mode.label}**`, '', '| screen | BFF median | BFF p90 | REST median | REST p90 | REST / BFF | BFF bytes | REST bytes | app done: BFF / REST | server CPU: BFF / REST |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of results.summary.filter((r) => r.mode === mode.name)) {
      lines.push(
        `| ${row.kind} | ${ms(row.bff.median)} | ${ms(row.bff.p90)} | ${ms(row.rest.median)} | ${ms(row.rest.p90)} | ` +
          `${row.ratio.median.toFixed(2)}x (${row.ratio.min.toFixed(2)}-${row.ratio.max.toFixed(2)}) | ${kb(row.bff.bytes)} | ${kb(row.rest.bytes)} | ` +
          `${ms(row.bff.done)} / ${ms(row.rest.done)} | ${cpu(row.bff.serverCpu)} / ${cpu(row.rest.serverCpu)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function printResults(results, say) {
  say('');
  say(resultsTable(results));
}

const START = '<!-- phone-network results: written by `pnpm bench:phone` -->';
const END = '<!-- end of phone-network results -->';

/** Replaces the generated part of RESULTS.md, keeping what is written around it. */
export function writeResultsFile(results, file) {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no results markers`);
  writeFileSync(file, `${text.slice(0, start + START.length)}\n\n${resultsTable(results)}\n${text.slice(end)}`);
}
