/**
 * The badge of an AsyncAPI channel: `WS` when its servers speak WebSocket (or it names none, as the
 * live console assumes), else their protocols in capitals. The page's address line and its sidebar
 * link draw the same words.
 */
export function channelProtocolLabel(protocols: readonly string[]): string {
  const distinct = [...new Set(protocols.map((p) => p.toLowerCase()))];
  if (distinct.length === 0 || distinct.every((p) => p === 'ws' || p === 'wss')) return 'WS';
  return distinct.map((p) => p.toUpperCase()).join(' / ');
}
