import { codecHome } from './codec-home.js';
import { fileNames } from './file-names.js';

/** The house's own lint rules (docs/architecture.md#import-rules), as one plugin. */
export default { rules: { 'file-names': fileNames, 'codec-home': codecHome } };
