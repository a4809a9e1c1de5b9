// The subset of gitignore syntax that .vercelignore uses, to list the files a
// deploy would upload (tests/unit/vercelignore.test.ts checks this matcher
// against git's own reading of the same rules). Supported: comments, `!`
// negation, a trailing `/` for directories, patterns anchored by a `/`,
// `*`, `?` and `**`. As in git, nothing inside an ignored directory can be
// re-included.
import { readdirSync } from "node:fs";
import path from "node:path";

interface Rule {
  negate: boolean;
  dirOnly: boolean;
  regex: RegExp;
}

function globToRegex(glob: string): string {
  let out = "";
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === "*" && glob[i + 1] === "*") {
      const slash = glob[i + 2] === "/";
      out += slash ? "(?:.*/)?" : ".*";
      i += slash ? 2 : 1;
    } else if (char === "*") out += "[^/]*";
    else if (char === "?") out += "[^/]";
    else out += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return out;
}

export function parseIgnoreRules(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    let line = rawLine.replace(/\s+$/, "");
    if (!line || line.startsWith("#")) continue;
    const negate = line.startsWith("!");
    if (negate) line = line.slice(1);
    const dirOnly = line.endsWith("/");
    if (dirOnly) line = line.slice(0, -1);
    // A slash at the start or in the middle anchors the pattern to the root.
    const anchored = line.includes("/");
    if (line.startsWith("/")) line = line.slice(1);
    const body = globToRegex(line);
    rules.push({ negate, dirOnly, regex: new RegExp(anchored ? `^${body}$` : `(?:^|/)${body}$`) });
  }
  return rules;
}

/** Whether `relativePath` (forward slashes) is ignored by `rules`: the last matching rule decides. */
export function isIgnored(rules: Rule[], relativePath: string, isDirectory: boolean): boolean {
  let ignored = false;
  for (const rule of rules) {
    if (rule.dirOnly && !isDirectory) continue;
    if (rule.regex.test(relativePath)) ignored = !rule.negate;
  }
  return ignored;
}

/** Every file under `root` the rules leave in, as sorted relative paths. */
export function listKeptFiles(root: string, rules: Rule[], always: string[] = []): string[] {
  const kept: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (always.includes(relative)) continue;
      const directory = entry.isDirectory();
      if (isIgnored(rules, relative, directory)) continue;
      if (directory) walk(relative);
      else kept.push(relative);
    }
  };
  walk("");
  return kept.sort();
}
