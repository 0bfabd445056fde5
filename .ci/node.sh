# Sourced by .ci/run: puts the Node.js that .nvmrc names first on PATH, so CI proves the version the
# project supports, not whatever the machine has (a fresh machine has Node 20, past its end of life).
# The binary comes from the npm registry's node-linux-<arch> package (the one registry CI reaches),
# checked by npm against the registry's integrity hash, unpacked once into a cache folder.
# .nvmrc is read beside this file, whatever the shell's folder; a failure returns to a shell that
# sourced the file (exit would close it) and exits a script that ran it.
node_nvmrc="$(dirname "${BASH_SOURCE[0]:-$0}")/../.nvmrc"
node_wanted=""
if [ -r "$node_nvmrc" ]; then node_wanted="$(tr -d '[:space:]' <"$node_nvmrc")"; fi
if [ -z "$node_wanted" ]; then
  echo "no Node.js version in $node_nvmrc" >&2
  return 1 2>/dev/null || exit 1
fi
node_have="$(node -p process.versions.node 2>/dev/null || true)"
if [ "$node_have" != "$node_wanted" ]; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64 | arm64) node_arch=arm64 ;;
    *)
      echo "no Node.js $node_wanted from the npm registry for $(uname -m)" >&2
      return 1 2>/dev/null || exit 1
      ;;
  esac
  node_home="${AGENCY_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/agency-site/node}/v$node_wanted-$node_arch"
  if [ ! -x "$node_home/bin/node" ]; then
    echo "::group::Node.js $node_wanted from the npm registry (node-linux-$node_arch) into $node_home"
    node_download="$(mktemp -d)"
    (cd "$node_download" && npm pack --silent "node-linux-$node_arch@$node_wanted" >/dev/null)
    mkdir -p "$node_download/unpacked"
    tar -xzf "$node_download"/node-linux-*.tgz --strip-components=1 -C "$node_download/unpacked"
    # Renamed into place whole: a run stopped half-way never leaves a broken Node in the cache.
    mkdir -p "$(dirname "$node_home")"
    rm -rf "$node_home"
    mv "$node_download/unpacked" "$node_home"
    rm -rf "$node_download"
    echo "::endgroup::"
  fi
  export PATH="$node_home/bin:$PATH"
fi
echo "Node.js $(node -v) ($(command -v node)), npm $(npm -v)"
