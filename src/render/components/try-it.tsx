import { useWords } from './render-state.js';

/**
 * The "Try it" button of an API page whose playground sends requests (display `interactive` or
 * `auth`). Drawn by the server so nothing moves when the playground module (runtime/playground/)
 * arrives and wires it to its dialog.
 */
export function TryIt() {
  const words = useWords().api;
  return (
    <button type="button" class="sx-try-it tryit-button" data-sx-try-it aria-haspopup="dialog">
      {words.tryIt}
    </button>
  );
}
