#!/usr/bin/env node
/**
 * Builds a custom, smaller Shaka Player bundle with the Closure Compiler, the way Shaka's own
 * build/build.py does, from the sources that the `shaka-player` npm package ships (lib/, externs/,
 * third_party/). The output replaces `dist/shaka-player.hls-es2021.js`: the same exported names
 * (`--generate_exports` over Shaka's `@export` annotations), ES2021, Shaka's license header.
 *
 * A maintenance step, run when Shaka is upgraded (not on every install): `npm run shaka:build`
 * rebuilds pwa/vendor/shaka-player/shaka-player.lean.js from node_modules/shaka-player, or
 *
 *   node scripts/src/shaka/build-shaka.mjs [<shaka-player package dir> <output.js>] [options]
 *
 * The lean build is an ES module (`export default shaka`): the app imports it and nothing is left on
 * the global object. The stock `hls` preset keeps Shaka's own CommonJS/AMD/global wrapper, so that
 * its output can be compared byte for byte with the package's dist file.
 *
 *   --preset lean|hls   lean (default): only what the app uses (HLS, fMP4, AES-128, no text).
 *                       hls: Shaka's stock `hls` build (+@complete -@msf -@dashJson -@ui
 *                       -@polyfillForUI -@queue -@dash -@offline -@cast -@optionalText -@ads),
 *                       to check this pipeline against the shipped dist file.
 *   --debug             Shaka's debug flavour (SIMPLE optimizations, asserts, logs) instead of release.
 *   --source-map        also writes <output>.map and a sourceMappingURL comment, as Shaka's dist does.
 *   --compiler native|java
 *                       the Closure Compiler of the npm package `google-closure-compiler`: its GraalVM
 *                       native binary (default where the platform package is installed) or its
 *                       compiler.jar (needs Java 21+: the 2026 jars are class-file version 65).
 *   --version-suffix S  appended to shaka.Player.version (default "-lean" for lean, "" for hls).
 *   --remove X          (repeatable) also leave out group X (a GROUPS name) or file X (a path under
 *                       the package), to try a further removal; Closure reports what then breaks.
 *
 * Needs (installed by the script on first use into node_modules/.cache/build-shaka, exact versions):
 *   google-closure-compiler 20260819.0.0  - the version shaka-player 5.2.12's own package.json pins
 *                                          (as google-closure-compiler-java 20260819.0.0).
 *   google-closure-library 20230802.0.0   - for closure/goog/base.js only. Shaka pins a GitHub fork of
 *                                          it (joeyparrish/closure-library#74db0395); base.js from the
 *                                          last npm release compiles Shaka 5.2.12 the same way.
 *
 * The file lists below are Shaka's build/types/* for 5.2.12 (the npm package does not ship build/).
 * On an upgrade, the script refuses to build when a file under lib/ or third_party/ is in no list
 * (a new file) or a listed file is gone: compare with build/types/* of the new Shaka tag and update
 * the lists. Closure then checks everything else (missing goog.require = compile error).
 */

import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import vm from 'node:vm';
import zlib from 'node:zlib';

// ---------------------------------------------------------------------------------------------
// Source groups: Shaka 5.2.12's build/types/*, paths relative to the package root.
// ---------------------------------------------------------------------------------------------

/**
 * build/types/core: always included. Shaka's build.py refuses to remove anything from it, and
 * player.js / media_source_engine.js goog.require most of it (e.g. lib/lcevc/lcevc_dec.js, the
 * text engine and displayers, the transmuxer engine and proxy, cml-cmcd), so it cannot shrink
 * without patching Shaka's sources. A directory entry ('lib/util/') means every .js in it.
 */
const CORE = [
  'lib/player.js',
  'lib/abr/',
  'lib/config/',
  'lib/debug/',
  'lib/deprecate/',
  'lib/drm/',
  'lib/media/',
  'lib/util/',
  'lib/device/abstract_device.js',
  'lib/device/apple_browser.js',
  'lib/device/default_browser.js',
  'lib/device/device_factory.js',
  'lib/device/i_device.js',
  'lib/net/backoff.js',
  'lib/net/networking_engine.js',
  'lib/net/networking_utils.js',
  'lib/polyfill/all.js',
  'lib/cea/dummy_cea_parser.js',
  'lib/cea/dummy_caption_decoder.js',
  'lib/text/cue.js',
  'lib/text/cue_region.js',
  'lib/text/native_text_displayer.js',
  'lib/text/speech_to_text.js',
  'lib/text/stub_text_displayer.js',
  'lib/text/text_engine.js',
  'lib/text/text_utils.js',
  'lib/text/ui_text_displayer.js',
  'lib/text/web_vtt_generator.js',
  'lib/transmuxer/transmuxer_engine.js',
  'lib/transmuxer/transmuxer_proxy.js',
  'lib/transmuxer/transmuxer_utils.js',
  'lib/metadata/id3_utils.js',
  'lib/metadata/metadata.js',
  'lib/lcevc/lcevc_dec.js', // build/types/lcevc, which core includes (+@lcevc)
  'third_party/cml-cmcd/',
  'third_party/language-mapping-list/',
];

/** The optional groups of Shaka's stock `hls` build (build/types/<name>). */
const GROUPS = {
  hls: [
    'lib/hls/hls_classes.js',
    'lib/hls/hls_parser.js',
    'lib/hls/hls_utils.js',
    'lib/hls/manifest_text_parser.js',
    'lib/net/data_uri_plugin.js', // "Used by the HLS parser" (data: URIs in playlists)
  ],
  networking: [
    'lib/net/http_fetch_plugin.js',
    'lib/net/http_plugin_utils.js',
    'lib/net/http_xhr_plugin.js',
    'lib/net/data_uri_plugin.js',
  ],
  polyfill: [
    'lib/polyfill/eme_encryption_scheme.js',
    'lib/polyfill/encryption_scheme_media_key_system_access.js',
    'lib/polyfill/encryption_scheme_utils.js',
    'lib/polyfill/map.js',
    'lib/polyfill/mcap_encryption_scheme.js',
    'lib/polyfill/mediasource.js',
    'lib/polyfill/media_capabilities.js',
    'lib/polyfill/media_key_status_map.js',
    'lib/polyfill/patchedmediakeys_cert.js',
    'lib/polyfill/patchedmediakeys_webkit.js',
    'lib/polyfill/random_uuid.js',
    'lib/polyfill/symbol.js',
    'lib/polyfill/typed_array.js',
    'lib/polyfill/url_search_params.js',
    'lib/polyfill/video_play_promise.js',
    'lib/polyfill/videoframecallback.js',
    'lib/polyfill/videoplaybackquality.js',
    'lib/polyfill/vttcue.js',
  ],
  fairplay: ['lib/polyfill/patchedmediakeys_apple.js'],
  cea: [
    'lib/cea/cea_decoder.js',
    'lib/cea/cea_utils.js',
    'lib/cea/cea608_data_channel.js',
    'lib/cea/cea608_memory.js',
    'lib/cea/cea708_service.js',
    'lib/cea/cea708_window.js',
    'lib/cea/dtvcc_packet_builder.js',
    'lib/cea/mp4_cea_parser.js',
    'lib/cea/sei_processor.js',
    'lib/cea/ts_cea_parser.js',
  ],
  text: [
    'lib/text/mp4_ttml_parser.js',
    'lib/text/mp4_vtt_parser.js',
    'lib/text/ttml_text_parser.js',
    'lib/text/vtt_text_parser.js',
  ],
  metadata: [
    'lib/metadata/id3v1_utils.js',
    'lib/metadata/ilst_utils.js',
    'lib/metadata/vorbis_utils.js',
  ],
  transmuxer: [
    'lib/transmuxer/aac_transmuxer.js',
    'lib/transmuxer/ac3.js',
    'lib/transmuxer/ac3_transmuxer.js',
    'lib/transmuxer/adts.js',
    'lib/transmuxer/base_transmuxer.js',
    'lib/transmuxer/ec3.js',
    'lib/transmuxer/ec3_transmuxer.js',
    'lib/transmuxer/h264.js',
    'lib/transmuxer/h265.js',
    'lib/transmuxer/mp3_transmuxer.js',
    'lib/transmuxer/mpeg_audio.js',
    'lib/transmuxer/mpeg_ts_transmuxer.js',
    'lib/transmuxer/opus.js',
    'lib/transmuxer/ts_transmuxer.js',
  ],
  devices: [
    'lib/device/chromecast.js',
    'lib/device/hisense.js',
    'lib/device/playstation.js',
    'lib/device/titan_os.js',
    'lib/device/tivo_os.js',
    'lib/device/tizen.js',
    'lib/device/vizio.js',
    'lib/device/webkit_stb.js',
    'lib/device/webos.js',
    'lib/device/xbox.js',
  ],
};

/** In no HLS build (Shaka's own hls build leaves them out too); listed so new files stand out. */
const NEVER_IN_HLS_BUILDS = [
  'lib/ads/',
  'lib/cast/',
  'lib/dash/',
  'lib/msf/',
  'lib/offline/',
  'lib/offline/indexeddb/',
  'lib/queue/',
  'lib/transmuxer/loc_transmuxer.js', // @msf
  'lib/text/srt_text_parser.js', // @optionalText
  'lib/polyfill/aria.js',
  'lib/polyfill/fullscreen.js',
  'lib/polyfill/orientation.js',
  'lib/polyfill/pip_webkit.js', // @polyfillForUI
  'lib/transmuxer/transmuxer_worker.js',
  'lib/device/all.js', // the separate transmuxer worker bundle
];

/** Shaka's stock hls build: +@complete minus the groups all.py removes = core + these groups. */
const STOCK_HLS = [
  'hls',
  'networking',
  'polyfill',
  'fairplay',
  'cea',
  'text',
  'metadata',
  'transmuxer',
  'devices',
];

/**
 * The app's build: HLS with fMP4 segments (H.264 + AAC), AES-128 segment encryption decrypted by
 * Shaka with WebCrypto (no EME, no DRM key systems), no text tracks, Chromium, Firefox and Safari
 * (MSE or ManagedMediaSource; Safari's own HLS player where neither exists).
 */
const LEAN = {
  groups: [
    'hls', // the only manifest parser the app needs
    'networking', // HttpFetchPlugin: the app registers its own http(s) plugin that falls back to it
    'polyfill', // MediaSource/ManagedMediaSource, MediaCapabilities, rVFC... (minus the files below)
    // -@transmuxer  MPEG-TS/AAC/AC-3/MP3 -> fMP4 transmuxers: lessons are fMP4 already.
    // -@cea         CEA-608/708 caption parsing in video segments; core keeps its dummy parser.
    // -@text        WebVTT/TTML parsers: lessons have no subtitles and the app shows no text.
    // -@metadata    ID3v1/iTunes ilst/Vorbis tag readers: the app reads no metadata events.
    // -@devices     smart TVs, consoles, Chromecast; core keeps DefaultBrowser and AppleBrowser.
    // -@fairplay    legacy WebKitMediaKeys (prefixed FairPlay EME): no FairPlay DRM here.
  ],
  removeFiles: {
    // XHR fallback for browsers without fetch/ReadableStream; all the app's browsers have them,
    // and its own http(s) plugin falls back to HttpFetchPlugin.parse explicitly.
    'lib/net/http_xhr_plugin.js': 'fetch everywhere',
    // EME-only polyfills: AES-128 HLS is decrypted by Shaka with WebCrypto, no MediaKeys involved.
    'lib/polyfill/eme_encryption_scheme.js': 'EME encryptionScheme',
    'lib/polyfill/encryption_scheme_media_key_system_access.js': 'EME encryptionScheme',
    'lib/polyfill/encryption_scheme_utils.js': 'EME encryptionScheme',
    'lib/polyfill/mcap_encryption_scheme.js': 'MediaCapabilities keySystem encryptionScheme',
    'lib/polyfill/media_key_status_map.js': 'EME (used by the prefixed-EME polyfills)',
    'lib/polyfill/patchedmediakeys_cert.js': 'EME server certificate',
    'lib/polyfill/patchedmediakeys_webkit.js': 'webkit-prefixed EME (old Chrome/Safari)',
    // Language polyfills for old smart TVs / pre-2018 engines; native in every supported browser.
    'lib/polyfill/map.js': 'Map.prototype.forEach (old Tizen)',
    'lib/polyfill/symbol.js': 'Symbol.prototype.description',
    'lib/polyfill/typed_array.js': 'TypedArray slice/fill (old TVs)',
    'lib/polyfill/url_search_params.js': 'URLSearchParams',
    'lib/polyfill/video_play_promise.js': 'HTMLMediaElement.play() promise',
    // Text only.
    'lib/polyfill/vttcue.js': 'VTTCue (text tracks)',
  },
};

/**
 * What pwa/src uses (media/shaka-loader.ts, shaka-session.ts, lesson-prefetch.ts,
 * downloads/offline-playback.ts), checked in the output after every build.
 */
const APP_API = [
  'polyfill.installAll',
  'Player',
  'Player.version',
  'Player.isBrowserSupported',
  ...[
    'attach',
    'load',
    'configure',
    'getNetworkingEngine',
    'getStats',
    'getVariantTracks',
    'selectVariantTrack',
    'addEventListener',
    'removeEventListener',
    'destroy',
  ].map((m) => `Player.prototype.${m}`),
  'net.NetworkingEngine.registerScheme',
  'net.NetworkingEngine.RequestType.KEY',
  'net.NetworkingEngine.RequestType.MANIFEST',
  'net.NetworkingEngine.PluginPriority.APPLICATION',
  'net.NetworkingEngine.prototype.registerRequestFilter',
  'net.NetworkingEngine.prototype.registerResponseFilter',
  'net.HttpFetchPlugin.parse',
  'util.AbortableOperation',
  'util.AbortableOperation.notAbortable',
  'util.AbortableOperation.prototype.abort',
  'util.Error',
  'util.Error.Severity.CRITICAL',
  'util.Error.Category.NETWORK',
  'util.Error.Code.HTTP_ERROR',
];

// ---------------------------------------------------------------------------------------------
// Closure options: Shaka's build/build.py (common + release/debug), language out ES2021.
// ---------------------------------------------------------------------------------------------

const COMMON_OPTIONS = [
  '--jscomp_error=*', // every warning is an error, as in Shaka's build
  '--jscomp_off=lintChecks',
  '--jscomp_off=deprecated',
  '--jscomp_off=missingPolyfill',
  '--extra_annotation_name=listens',
  '--extra_annotation_name=exportDoc',
  '--extra_annotation_name=exportInterface',
  // Shaka also passes --conformance_configs build/conformance.textproto (style rules for its own
  // code, no effect on the output); the npm package does not ship it.
  '--generate_exports', // goog.exportSymbol for every @export: the public API keeps its names
  '-D',
  'COMPILED=true',
  '-D',
  'goog.ENABLE_DEBUG_LOADER=false',
  '--language_out',
  'ECMASCRIPT_2021',
];
const RELEASE_OPTIONS = [
  '-O',
  'ADVANCED',
  '-D',
  'goog.DEBUG=false',
  '-D',
  'goog.asserts.ENABLE_ASSERTS=false',
  '-D',
  'shaka.log.MAX_LOG_LEVEL=0',
];
const DEBUG_OPTIONS = [
  '-O',
  'SIMPLE',
  '-D',
  'goog.DEBUG=true',
  '-D',
  'goog.asserts.ENABLE_ASSERTS=true',
  '-D',
  'shaka.log.MAX_LOG_LEVEL=4',
];

/**
 * build/wrapper.template.js after Closure's WHITESPACE_ONLY pass (= the package's dist/wrapper.js):
 * runs the compiled code with `this` = exportTo, `window` = `global` = the global object, `module`
 * undefined; then exports `shaka` for CommonJS (what Vite's interop turns into the default export),
 * AMD, or as the global `shaka`.
 */
const WRAPPER =
  '/*\n @license\n Shaka Player\n Copyright 2016 Google LLC\n SPDX-License-Identifier: Apache-2.0\n*/\n' +
  '(function(){var innerGlobal=typeof window!="undefined"?window:global;var exportTo={};' +
  '(function(window,global,module){%output%}).call(exportTo,innerGlobal,innerGlobal,undefined);' +
  'if(typeof exports!="undefined")for(var k in exportTo.shaka)exports[k]=exportTo.shaka[k];' +
  'else if(typeof define=="function"&&define.amd)define(function(){return exportTo.shaka});' +
  'else innerGlobal.shaka=exportTo.shaka})();\n';

/**
 * The lean build's wrapper: the same closure over the compiled code, as an ES module. Under a
 * package.json with "type": "module" (pwa/), Shaka's own wrapper would find no `exports` and set the
 * global `shaka` instead of exporting it.
 */
const ESM_WRAPPER =
  '/*\n @license\n Shaka Player\n Copyright 2016 Google LLC\n SPDX-License-Identifier: Apache-2.0\n*/\n' +
  '// A lean build of Shaka Player for this app: scripts/src/shaka/build-shaka.mjs.\n' +
  'const innerGlobal=typeof window!="undefined"?window:globalThis;const exportTo={};' +
  '(function(window,global,module){%output%}).call(exportTo,innerGlobal,innerGlobal,undefined);' +
  'export default exportTo.shaka;\n';

/** Pinned tools, installed once into node_modules/.cache/build-shaka (not on every npm install). */
const TOOLS = ['google-closure-compiler@20260819.0.0', 'google-closure-library@20230802.0.0'];
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TOOLS_DIR = path.join(ROOT, 'node_modules/.cache/build-shaka');

function toolsRequire() {
  const marker = path.join(TOOLS_DIR, 'tools.json');
  const wanted = JSON.stringify(TOOLS);
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== wanted) {
    console.log(`build-shaka: installing ${TOOLS.join(', ')} into ${TOOLS_DIR}`);
    // A package of its own, so that npm installs there and never into the workspace around it.
    mkdirSync(TOOLS_DIR, { recursive: true });
    writeFileSync(path.join(TOOLS_DIR, 'package.json'), '{ "private": true }\n');
    const result = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', TOOLS_DIR, ...TOOLS],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) fail('could not install the Closure Compiler from npm');
    writeFileSync(marker, wanted);
  }
  return createRequire(path.join(TOOLS_DIR, 'package.json'));
}

// ---------------------------------------------------------------------------------------------

function fail(message) {
  console.error(`build-shaka: ${message}`);
  process.exit(1);
}

/** Every .js file under dir (relative to root), sorted. */
function jsFilesUnder(root, dir) {
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.js')) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

/** Expands 'dir/' entries to the .js files directly in dir; checks that listed files exist. */
function expand(pkgDir, entries) {
  const files = [];
  for (const entry of entries) {
    if (entry.endsWith('/')) {
      const dir = path.join(pkgDir, entry);
      if (!existsSync(dir)) fail(`listed directory is gone: ${entry}`);
      for (const name of readdirSync(dir).sort()) {
        if (name.endsWith('.js')) files.push(entry + name);
      }
    } else {
      if (!existsSync(path.join(pkgDir, entry)))
        fail(`listed file is gone: ${entry} (Shaka upgraded? update the lists)`);
      files.push(entry);
    }
  }
  return files;
}

/** Fails when lib/ or third_party/ has a .js file that no list mentions (a new Shaka file). */
function checkEveryFileIsClassified(pkgDir) {
  const known = new Set([
    ...expand(pkgDir, CORE),
    ...Object.values(GROUPS).flatMap((group) => expand(pkgDir, group)),
    ...expand(pkgDir, NEVER_IN_HLS_BUILDS),
  ]);
  const unknown = [...jsFilesUnder(pkgDir, 'lib'), ...jsFilesUnder(pkgDir, 'third_party')].filter(
    (file) => !known.has(file),
  );
  if (unknown.length) {
    fail(
      `files in no list (new in this Shaka version? see its build/types/*):\n  ${unknown.join('\n  ')}`,
    );
  }
}

function sourceFiles(pkgDir, preset, extraRemovals = []) {
  const set = new Set(expand(pkgDir, CORE));
  const groups = preset === 'hls' ? STOCK_HLS : LEAN.groups;
  for (const name of groups) for (const file of expand(pkgDir, GROUPS[name])) set.add(file);
  if (preset === 'lean') {
    for (const file of Object.keys(LEAN.removeFiles)) {
      if (!set.delete(file)) fail(`lean removes ${file}, which is not in the build`);
    }
  }
  for (const item of extraRemovals) {
    const files = GROUPS[item] ? expand(pkgDir, GROUPS[item]) : [item];
    const removed = files.filter((file) => set.delete(file));
    if (!removed.length) fail(`--remove ${item}: nothing of it is in the build`);
  }
  return [...set].sort();
}

function compilerCommand(choice, require) {
  const nativeBinary = (() => {
    const arch = process.arch === 'arm64' ? '-arm64' : '';
    const platform = { linux: `linux${arch}`, darwin: 'macos', win32: 'windows' }[process.platform];
    try {
      return require.resolve(
        `google-closure-compiler-${platform}/compiler${platform === 'windows' ? '.exe' : ''}`,
      );
    } catch {
      return null;
    }
  })();
  if (choice !== 'java' && nativeBinary) return { cmd: nativeBinary, args: [], kind: 'native' };
  if (choice === 'native')
    fail('the native compiler package (google-closure-compiler-<platform>) is not installed');
  const jar = require.resolve('google-closure-compiler-java/compiler.jar');
  // `java -version` prints e.g. 'openjdk version "17.0.15" 2025-04-15' on stderr.
  const javaVersion = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const major = Number(/version "(\d+)/.exec(javaVersion.stderr ?? '')?.[1] ?? 0);
  if (major < 21)
    fail(`compiler.jar needs Java 21 or later (found ${major || 'none'}); use --compiler native`);
  return { cmd: 'java', args: ['-jar', jar], kind: `java ${major}` };
}

function sizes(file) {
  const data = readFileSync(file);
  return {
    raw: data.length,
    gzip9: zlib.gzipSync(data, { level: 9 }).length,
    brotli11: zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).length,
  };
}

/**
 * Runs the bundle in a Node VM whose browser globals are inert stubs (Shaka only registers its
 * plugins at load time) and returns the APP_API paths missing from what it exports (CommonJS path).
 */
function missingAppApi(file) {
  const stub = () =>
    new Proxy(function () {}, {
      get: (t, k) => (k === Symbol.toPrimitive ? () => 0 : k in t ? t[k] : (t[k] = stub())),
      construct: () => stub(),
      apply: () => undefined,
    });
  const exported = {};
  const names = [
    'console',
    'Promise',
    'Map',
    'Set',
    'WeakMap',
    'Symbol',
    'Object',
    'Array',
    'Math',
    'JSON',
    'Error',
    'TypeError',
    'Uint8Array',
    'DataView',
    'ArrayBuffer',
    'Number',
    'String',
    'Boolean',
    'RegExp',
    'Date',
    'parseInt',
    'parseFloat',
    'isNaN',
    'TextDecoder',
    'TextEncoder',
    'setTimeout',
    'clearTimeout',
  ];
  const known = Object.fromEntries(names.map((n) => [n, globalThis[n]]));
  known.exports = exported;
  const global = new Proxy(known, {
    get: (t, k) => (k in t ? t[k] : (t[k] = stub())),
    has: () => true,
  });
  known.window = known.self = known.globalThis = global;
  // The lean build ends in `export default …;`, which a script cannot run: the check reads it as
  // the CommonJS export that Shaka's own wrapper makes.
  const code = readFileSync(file, 'utf8').replace(
    /export default (exportTo\.shaka);\s*$/,
    'for (var k in $1) exports[k] = $1[k];',
  );
  vm.runInNewContext(code, vm.createContext(global), { filename: file });
  return APP_API.filter(
    (p) => p.split('.').reduce((o, k) => (o == null ? o : o[k]), exported) === undefined,
  );
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      preset: { type: 'string', default: 'lean' },
      debug: { type: 'boolean', default: false },
      'source-map': { type: 'boolean', default: false },
      compiler: { type: 'string', default: 'auto' },
      'version-suffix': { type: 'string' },
      remove: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (positionals.length === 0) {
    positionals.push(
      path.join(ROOT, 'node_modules/shaka-player'),
      path.join(ROOT, 'pwa/vendor/shaka-player/shaka-player.lean.js'),
    );
  }
  if (values.help || positionals.length !== 2) {
    console.log(
      'usage: node build-shaka.mjs [<shaka-player package dir> <output.js>] ' +
        '[--preset lean|hls] [--debug] [--source-map] [--compiler native|java] [--version-suffix S] [--remove X]...',
    );
    process.exit(values.help ? 0 : 2);
  }
  const [pkgArg, outArg] = positionals;
  const pkgDir = path.resolve(pkgArg);
  const output = path.resolve(outArg);
  const preset = values.preset;
  if (!['lean', 'hls'].includes(preset)) fail(`unknown preset ${preset}`);

  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  if (pkg.name !== 'shaka-player') fail(`${pkgDir} is not the shaka-player package`);
  for (const dir of ['lib', 'externs', 'third_party']) {
    if (!existsSync(path.join(pkgDir, dir))) fail(`${pkgDir}/${dir} is missing`);
  }
  if (pkg.version !== '5.2.12') {
    console.warn(
      `build-shaka: the lists were written for shaka-player 5.2.12, this is ${pkg.version}`,
    );
  }

  // The shipped dist file must still use the wrapper above (a changed wrapper = update WRAPPER).
  const stockDist = path.join(pkgDir, 'dist/shaka-player.hls-es2021.js');
  if (existsSync(stockDist)) {
    const head = readFileSync(stockDist, 'utf8').slice(0, 400);
    if (!head.startsWith(WRAPPER.slice(0, WRAPPER.indexOf('%output%')))) {
      fail(
        'the stock dist file no longer starts with the expected wrapper: compare build/wrapper.template.js',
      );
    }
  }

  checkEveryFileIsClassified(pkgDir);
  const files = sourceFiles(pkgDir, preset, values.remove);

  const require = toolsRequire();
  const baseJs = require.resolve('google-closure-library/closure/goog/base.js');
  // Externs are ordinary inputs with an @externs annotation, as build.py passes them.
  const externs = jsFilesUnder(pkgDir, 'externs');

  const suffix = values['version-suffix'] ?? (preset === 'lean' ? '-lean' : '');
  const version = `v${pkg.version}${suffix}${values.debug ? '-debug' : ''}`;

  const work = mkdtempSync(path.join(tmpdir(), 'build-shaka-'));
  try {
    const wrapperFile = path.join(work, 'wrapper.js');
    writeFileSync(wrapperFile, preset === 'lean' ? ESM_WRAPPER : WRAPPER);
    const flagFile = path.join(work, 'inputs.flags');
    const inputs = [
      baseJs,
      ...externs.map((f) => path.join(pkgDir, f)),
      ...files.map((f) => path.join(pkgDir, f)),
    ];
    writeFileSync(flagFile, inputs.map((f) => JSON.stringify(f)).join('\n') + '\n');

    const compiler = compilerCommand(values.compiler, require);
    const mapFile = output.replace(/(\.js)?$/, '.map'); // Shaka's naming: foo.js -> foo.map
    const args = [
      ...compiler.args,
      '--js_output_file',
      output,
      `--output_wrapper_file=${wrapperFile}`,
      ...COMMON_OPTIONS,
      ...(values.debug ? DEBUG_OPTIONS : RELEASE_OPTIONS),
      '-D',
      `shaka.Player.version=${JSON.stringify(version)}`,
      ...(values['source-map']
        ? [
            '--create_source_map',
            mapFile,
            '--source_map_location_mapping',
            `${pkgDir}/|shaka-player/`,
          ]
        : []),
      // The npm google-closure-library's base.js has `@suppress {unusedPrivateMembers}`, which this
      // compiler no longer knows (a parse warning, harmless; Shaka's pinned fork lacks it).
      '--hide_warnings_for',
      path.dirname(baseJs),
      '--flagfile',
      flagFile,
    ];

    console.log(
      `build-shaka: shaka-player ${pkg.version}, preset ${preset}${values.debug ? ' (debug)' : ''}` +
        `${values.remove.length ? ` minus ${values.remove.join(', ')}` : ''}, ` +
        `${files.length} source files + ${externs.length} externs, ${compiler.kind} Closure Compiler`,
    );
    const started = process.hrtime.bigint();
    const result = spawnSync(compiler.cmd, args, { stdio: 'inherit' });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (result.error) fail(`could not run the compiler: ${result.error.message}`);
    if (result.status !== 0) fail(`Closure Compiler failed (exit ${result.status})`);

    if (values['source-map']) {
      writeFileSync(
        output,
        readFileSync(output, 'utf8') + `//# sourceMappingURL=${path.basename(mapFile)}`,
      );
    }
    const missing = missingAppApi(output);
    if (missing.length) {
      rmSync(output, { force: true });
      fail(`the output lacks API the app uses: ${missing.join(', ')}`);
    }
    const s = sizes(output);
    console.log(
      `build-shaka: wrote ${output} (${version}) in ${seconds.toFixed(1)} s: ${s.raw} bytes, ` +
        `${s.gzip9} gzip -9, ${s.brotli11} brotli 11`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
