import type { ComponentChildren } from 'preact';
import { Icon } from './icon.js';
import { useWords } from './render-state.js';

/** `owner/name`, or a github.com URL of a repository. */
const REPO = /^(?:https?:\/\/(?:www\.)?github\.com\/)?([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i;

/**
 * `<GitHub.Repo repo="owner/name" variant="inset|flat">`: a card linking to the repository. Its stars
 * and forks are asked of GitHub's API by the reader's browser (runtime/github-repo.ts), as the reference
 * shows them live; without an answer the card stays a plain link.
 */
function Repo({ repo, variant, className }: { repo?: string; variant?: string; className?: string }) {
  const words = useWords().content;
  const m = typeof repo === 'string' ? REPO.exec(repo.trim()) : null;
  if (!m) return null;
  const slug = `${m[1]}/${m[2]}`;
  const cls = ['sx-github-repo', variant === 'flat' ? 'sx-github-repo-flat' : '', typeof className === 'string' ? className : '']
    .filter(Boolean)
    .join(' ');
  return (
    <a class={cls} href={`https://github.com/${slug}`} rel="noopener" data-sx-github-repo={slug}>
      <Icon icon={{ name: 'brand-github', library: 'tabler' }} />
      <span class="sx-github-repo-name">{slug}</span>
      <span class="sx-github-repo-stats" hidden>
        <span class="sx-github-repo-stars" aria-label={words.stars} />
        <span class="sx-github-repo-forks" aria-label={words.forks} />
      </span>
    </a>
  );
}

/** The `GitHub` namespace of components (`GitHub.Repo`); `<GitHub>` itself only draws its children. */
export const GitHub = Object.assign(({ children }: { children?: ComponentChildren }) => <>{children}</>, { Repo });
