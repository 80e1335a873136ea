/**
 * `GitHub.Repo` cards (`[data-sx-github-repo]`) show the repository's stars and forks, asked of
 * GitHub's public API once per repository and page view; a refusal (rate limit, offline) leaves the
 * plain link.
 */
const asked = new Map<string, Promise<{ stargazers_count?: number; forks_count?: number } | undefined>>();
const wired = new WeakSet<Element>();

/** The cards in `root` not filled yet. */
export function initGithubRepos(root: ParentNode = document): void {
  const short = new Intl.NumberFormat(undefined, { notation: 'compact' });
  root.querySelectorAll<HTMLElement>('[data-sx-github-repo]').forEach((card) => {
    if (wired.has(card)) return;
    wired.add(card);
    const slug = card.dataset['sxGithubRepo']!;
    if (!asked.has(slug)) {
      asked.set(
        slug,
        fetch(`https://api.github.com/repos/${slug}`, { headers: { Accept: 'application/vnd.github+json' } })
          .then((r) => (r.ok ? r.json() : undefined))
          .catch(() => undefined),
      );
    }
    void asked.get(slug)!.then((data) => {
      if (typeof data?.stargazers_count !== 'number') return;
      card.querySelector('.sx-github-repo-stars')!.textContent = `★ ${short.format(data.stargazers_count)}`;
      card.querySelector('.sx-github-repo-forks')!.textContent = `⑂ ${short.format(data.forks_count ?? 0)}`;
      card.querySelector<HTMLElement>('.sx-github-repo-stats')!.hidden = false;
    });
  });
}
