/** The MDX components every page can use without importing them. */
import type { ComponentType } from 'preact';
import { Accordion, AccordionGroup, Frame } from './accordion.js';
import { Expandable, ParamField, RequestExample, ResponseExample, ResponseField } from './api-fields.js';
import { Card, CardGroup, Column, Columns } from './cards.js';
import { Check, Danger, GenericCallout, Info, Note, Tip, Warning } from './callouts.js';
import { GitHub } from './github.js';
import { Heading } from './heading.js';
import { HEADINGS } from './headings.js';
import { Icon } from './icon.js';
import { Video } from './media.js';
import { Img } from './image.js';
import { CodeBlock } from './code-block.js';
import { Step, Steps } from './steps.js';
import { CodeGroup, Tab, Tabs } from './tabs.js';
import { Badge } from './badge.js';
import { Color } from './color.js';
import { Panel } from './panel.js';
import { Prompt } from './prompt.js';
import { Tile } from './tile.js';
import { Tooltip } from './tooltip.js';
import { Tree } from './tree.js';
import { Update } from './update.js';
import { View } from './view.js';
import { Visibility } from './visibility.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const BUILTIN_COMPONENTS: Record<string, ComponentType<any>> = {
  Note,
  Tip,
  Info,
  Warning,
  Check,
  Danger,
  Callout: GenericCallout,
  Card,
  CardGroup,
  Columns,
  Steps,
  Step,
  Tabs,
  Tab,
  CodeGroup,
  Accordion,
  AccordionGroup,
  Frame,
  Icon,
  ParamField,
  ResponseField,
  Expandable,
  RequestExample,
  ResponseExample,
  Column,
  Update,
  Badge,
  Tooltip,
  Visibility,
  Prompt,
  Color,
  Tile,
  Tree,
  FileTree: Tree,
  View,
  Panel,
  Heading,
  GitHub,
  video: Video,
  img: Img,
  ...HEADINGS,
  // Not written by authors: highlighted code blocks travel as this element (content/plugins/rehype-code-blocks.ts).
  'sx-code-block': CodeBlock,
};
