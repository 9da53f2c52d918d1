/**
 * The ti copy for every screen but the first ones, the admin area's and the player's, in one file:
 * one file per language costs Chromium ~1.6 KB of storage overhead, where one per namespace cost 30
 * times that.
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    './ti/*.json',
    '!./ti/admin*.json',
    '!./ti/{watch,protection,downloads,accounts}.json',
    '!./ti/{common,home,catalogue}.json',
  ],
  { eager: true, import: 'default' },
);

export const namespaces: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(files).map(([file, copy]) => [file.slice('./ti/'.length, -'.json'.length), copy]),
);
