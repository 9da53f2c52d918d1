#!/bin/sh
# The ffmpeg of the browser tests' academies (FFMPEG_PATH in playwright.config.ts): the real ffmpeg,
# except for runs a spec has put on hold, so that it can see a transcode's in-between state for as
# long as it needs, without timing (e2e/early-rungs.spec.ts: a lesson plays on its first rungs while
# the bigger ones are still to be encoded).
#
# A hold is a file in FFMPEG_HOLD_DIR named after the sha256 of a source video, holding a word (for
# example `720p/`). A run whose first input is that source and whose arguments contain the word waits,
# before ffmpeg starts, until the spec removes the file; it writes `<name>.held` when it starts
# waiting. Every other run goes straight to ffmpeg: sources other specs upload never match, and
# without any hold nothing is read or hashed.
set -eu
holds="${FFMPEG_HOLD_DIR:-}"
if [ -n "$holds" ] && [ -n "$(ls -A "$holds" 2>/dev/null)" ]; then
  input=""
  previous=""
  for arg in "$@"; do
    if [ "$previous" = "-i" ]; then
      input="$arg"
      break
    fi
    previous="$arg"
  done
  if [ -n "$input" ] && [ -f "$input" ]; then
    hold="$holds/$(sha256sum "$input" | cut -d ' ' -f 1)"
    if [ -f "$hold" ]; then
      word="$(cat "$hold")"
      case " $* " in
        *"$word"*)
          : >"$hold.held"
          while [ -f "$hold" ]; do sleep 0.1; done
          ;;
      esac
    fi
  fi
fi
exec "${FFMPEG_HOLD_REAL:-ffmpeg}" "$@"
