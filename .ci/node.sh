# Puts the Node.js line named in .nvmrc (e.g. 24) on PATH: the machine's own
# node when it is of that line, else the official binary that the npm
# registry ships as the package node-linux-<arch> (the only registry this
# machine reaches), unpacked once into .tools/ (git- and vercel-ignored).
ensure_node() {
  local major
  major=$(tr -d ' \nv' < .nvmrc)
  major=${major%%.*}
  if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
    return 0
  fi
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "no Node.js $major package for $(uname -m)" >&2; return 1 ;;
  esac
  local dir="$PWD/.tools/node-$major-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    local tmp
    tmp=$(mktemp -d)
    # npm pack checks the tarball against the registry's integrity hash.
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$major") >/dev/null || { rm -rf "$tmp"; return 1; }
    mkdir -p "$dir"
    tar xzf "$tmp"/node-linux-"$arch"-*.tgz -C "$dir" --strip-components=1 package/bin/node || { rm -rf "$tmp"; return 1; }
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  echo "▸ Node.js $(node -v) from $dir"
}
