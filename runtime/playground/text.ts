/** The playground's words in the page's language (`#sx-api-text` over English: runtime/island-text.ts). */
import {
  ENGLISH_PLAYGROUND_TEXT,
  ENGLISH_SCHEMA_CHECK_TEXT,
  type PlaygroundText,
  type SchemaCheckText,
} from '../../src/common/playground-text.js';
import { islandText } from '../island-text.js';

export { fill, fillParts } from '../island-text.js';

const ENGLISH: PlaygroundText & SchemaCheckText = { ...ENGLISH_SCHEMA_CHECK_TEXT, ...ENGLISH_PLAYGROUND_TEXT };

export const playgroundText = (): PlaygroundText & SchemaCheckText => islandText('sx-api-text', ENGLISH);
