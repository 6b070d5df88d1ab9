import { bootstrapApp } from '@gopharm/shell';
import { appDefinition } from './app/app-definition';

bootstrapApp(appDefinition);
