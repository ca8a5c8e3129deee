import type { ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import NotFoundLinks from '@site/src/components/NotFoundLinks';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <div className="container">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <NotFoundLinks />
          </div>
        </div>
      </div>
    </>
  );
}
