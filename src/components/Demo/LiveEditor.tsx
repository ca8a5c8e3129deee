import { useId, type ReactNode } from 'react';
import Editor from 'react-simple-code-editor';
import { Highlight, themes } from 'prism-react-renderer';
import { translate } from '@docusaurus/Translate';
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
  const id = useId();
  return (
    <div className={styles.editor}>
      <label htmlFor={id} className="sr-only">
        {translate({ id: 'demo.editor', message: 'Demo source, editable' })}
      </label>
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
            theme={scheme === 'dark' ? themes.vsDark : themes.github}
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
