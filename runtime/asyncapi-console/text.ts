/** The WebSocket console's words in the page's language (`#sx-channel-text` over English: runtime/island-text.ts). */
import {
  ENGLISH_CONSOLE_TEXT,
  ENGLISH_SCHEMA_CHECK_TEXT,
  type ConsoleText,
  type SchemaCheckText,
} from '../../src/common/playground-text.js';
import { islandText } from '../island-text.js';

export { fill, fillParts } from '../island-text.js';

const ENGLISH: ConsoleText & SchemaCheckText = { ...ENGLISH_SCHEMA_CHECK_TEXT, ...ENGLISH_CONSOLE_TEXT };

export const consoleText = (): ConsoleText & SchemaCheckText => islandText('sx-channel-text', ENGLISH);
