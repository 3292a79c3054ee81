// The first screen's texts in one file per language (issue 14 §4): the results page needs two
// namespaces, 'common' (core/ui's) and 'booking' (its own). Loaded as two locale files they were
// two requests and two module evaluations before the first render; here each language's pair is
// one module (texts/<language>.ts re-exports the two JSON files, so the bundler makes one chunk of
// them) and the app's LocaleFiles read both namespaces from it. The JSON files stay the one source
// (locales/locales.test.ts checks them); firstScreenTexts.test.ts checks every language has its
// module and that it carries exactly those files. The later namespaces stay a file each.
import type { Language } from '@noren/core/domain';
import type { LocaleFiles, Namespace } from '@noren/core/ui';

type Texts = Record<FirstScreenNamespace, Record<string, unknown>>;
export const FIRST_SCREEN_NAMESPACES = ['common', 'booking'] as const satisfies readonly Namespace[];
type FirstScreenNamespace = (typeof FIRST_SCREEN_NAMESPACES)[number];

const MODULES = import.meta.glob<Texts>('./texts/*.ts');
const byLanguage = new Map(Object.entries(MODULES).map(([path, load]) => [/([^/]+)\.ts$/.exec(path)![1], load]));

const isFirstScreen = (namespace: string): namespace is FirstScreenNamespace => (FIRST_SCREEN_NAMESPACES as readonly string[]).includes(namespace);

/** The app's locale files, with the first screen's namespaces read from their one module per language. */
export function withFirstScreenTexts(files: LocaleFiles): LocaleFiles {
  return {
    has: (language: Language, namespace: Namespace) => (isFirstScreen(namespace) ? byLanguage.has(language) : files.has(language, namespace)),
    async load(language, namespace) {
      if (!isFirstScreen(namespace)) return files.load(language, namespace);
      const load = byLanguage.get(language);
      return load ? (await load())[namespace] : {};
    },
  };
}
