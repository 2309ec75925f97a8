import 'katex/dist/katex.min.css';
import markedKatex from 'marked-katex-extension';

/*
 * KaTeX is most of the markdown pipeline's weight (about 270 KB), so it is its own chunk, loaded
 * the first time a text may hold maths (see loadMaths in markdown.ts).
 */
export const mathsExtension = markedKatex({
  throwOnError: false,
  // The HTML is what people see (theme-aware, the same in every browser); the MathML next to it is
  // hidden by KaTeX's CSS and is what screen readers read.
  output: 'htmlAndMathml',
  strict: 'ignore',
  trust: false,
});
