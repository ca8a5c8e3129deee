import { useEffect, useId, type ReactNode } from 'react';
import Editor from 'react-simple-code-editor';
import { Highlight } from 'prism-react-renderer';
import { translate } from '@docusaurus/Translate';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useColorScheme } from '@site/src/preferences/useColorScheme';
import styles from './styles.module.css';

interface Props {
  code: string;
  language: 'tsx' | 'jsx';
  onChange: (code: string) => void;
}

/** In-place editor for a demo's source, highlighted like the site's code blocks. Loaded on demand. */
export default function LiveEditor({ code, language, onChange }: Props): ReactNode {
  const scheme = useColorScheme();
  // The site's accessible code themes (docusaurus.config.ts), as in every code block.
  const { prism } = useThemeConfig();
  const id = useId();
  useEffect(() => {
    // The editor passes no ARIA props to its textarea: the hint is tied to it here.
    document.getElementById(id)?.setAttribute('aria-describedby', `${id}-hint`);
  }, [id]);
  return (
    <div className={styles.editor} data-demo-editor="">
      <label htmlFor={id} className="sr-only">
        {translate({ id: 'demo.editor', message: 'Demo source, editable' })}
      </label>
      {/* Tab indents in the editor, so the way out is said (react-simple-code-editor blurs on Escape). */}
      <p id={`${id}-hint`} className={styles.editorHint}>
        {translate({
          id: 'demo.editor.hint',
          message: 'Tab indents. To leave the editor, press Esc, then Tab.',
        })}
      </p>
      <Editor
        value={code}
        onValueChange={onChange}
        padding={16}
        tabSize={2}
        textareaId={id}
        className={styles.editorArea}
        highlight={(text) => (
          <Highlight
            code={text}
            language={language}
            theme={scheme === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme}
          >
            {({ tokens, getLineProps, getTokenProps }) => (
              <>
                {tokens.map((line, lineIndex) => (
                  <div key={lineIndex} {...getLineProps({ line })}>
                    {line.map((token, tokenIndex) => (
                      <span key={tokenIndex} {...getTokenProps({ token })} />
                    ))}
                  </div>
                ))}
              </>
            )}
          </Highlight>
        )}
      />
    </div>
  );
}
