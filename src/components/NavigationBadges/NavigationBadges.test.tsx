import { render, screen } from '@testing-library/react';
import NavigationBadges from '.';

describe('NavigationBadges', () => {
  it('gives plan icons an accessible name', () => {
    render(<NavigationBadges markers={{ plan: 'premium' }} />);
    expect(screen.getByRole('img', { name: 'Premium plan' })).toBeInTheDocument();
  });

  it('shows new, unstable and planned chips', () => {
    render(<NavigationBadges markers={{ plan: 'pro', newFeature: true, unstable: true, planned: true }} />);
    expect(screen.getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Unstable')).toBeInTheDocument();
    expect(screen.getByText('Planned')).toBeInTheDocument();
  });

  it('renders nothing without markers', () => {
    const { container } = render(<NavigationBadges markers={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
