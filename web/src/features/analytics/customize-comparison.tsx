import type { FormEvent } from 'react';
import { ComparisonAgeFormSchema } from '@ninety/api';
import { AGE_MAX, AGE_MIN, WEIGHT_MAX_LBS, WEIGHT_MIN_LBS, type WeightEntry } from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { saveSettings } from '../../db/settings-repo';
import { logWeight } from '../../db/weight-repo';
import { weightLogged } from '../../lib/action-texts';
import { formatDate } from '../../lib/format';
import { runAction, useAction } from '../../lib/run-action';
import { useKeptText } from '../../lib/use-kept-text';
import { useZodForm } from '../../lib/use-zod-form';

interface CustomizeComparisonProps {
  age: number;
  latest: WeightEntry | null;
  /** A restore is stored: the latest weight held may not be the latest there is (ADR 31). */
  restoring: boolean;
  timeZone: string;
}

/**
 * "Customize Comparison": the age (kept in settings; anything that is not a number is 28) and
 * the current weight (the same weight log as Training; refused values get the spec's toast).
 */
export function CustomizeComparison({ age, latest, restoring, timeZone }: CustomizeComparisonProps) {
  const ageForm = useZodForm({
    schema: ComparisonAgeFormSchema,
    initial: { age: String(age) },
    kinds: { age: 'number' },
    afterSubmit: 'keep',
    onSubmit: async (values) => {
      if (values.age === age) return true;
      return (await runAction(() => saveSettings(values), { fallback: 'Failed to save the age' })).ok;
    },
  });
  const [weight, setWeight, clearAdded] = useKeptText('comparison-weight');
  // One entry per Update, however often Enter is pressed while it is stored (ADR 34).
  const logTyped = useAction(() => logWeight(weight), weightLogged(weight));

  async function updateWeight(event: FormEvent) {
    event.preventDefault();
    const typed = weight;
    if ((await logTyped.run())?.ok) clearAdded(typed);
  }

  return (
    <Card title="Customize Comparison" titleId="customize-comparison" className="customize">
      <form onSubmit={ageForm.handleSubmit} noValidate>
        <FormField
          id="comparison-age"
          label="Your Age"
          type="number"
          value={ageForm.draft.age}
          error={ageForm.errors.age}
          hint={`${AGE_MIN} to ${AGE_MAX}; kept when you leave the field`}
          inputProps={{ min: AGE_MIN, max: AGE_MAX, step: 1, onBlur: () => void ageForm.submit() }}
          onChange={(value) => ageForm.setField('age', value)}
        />
      </form>
      <form className="customize__weight" onSubmit={(event) => void updateWeight(event)} noValidate>
        <label htmlFor="comparison-weight" className="field__label">
          Current Weight <span className="field__unit">(lbs)</span>
        </label>
        <div className="weight-form__row">
          <input
            id="comparison-weight"
            className="input"
            type="number"
            inputMode="numeric"
            min={WEIGHT_MIN_LBS}
            max={WEIGHT_MAX_LBS}
            step={1}
            value={weight}
            aria-describedby="comparison-weight-help"
            onChange={(event) => setWeight(event.target.value)}
          />
          <BusyButton type="submit" className="button button--primary" busy={logTyped.pending}>
            {logTyped.pending ? 'Saving...' : 'Update'}
          </BusyButton>
        </div>
        <p className="field__hint" id="comparison-weight-help">
          {restoring
            ? 'Your latest weight is still restoring.'
            : latest
              ? `Last updated: ${formatDate(latest.loggedAt, timeZone)}`
              : 'Track your weight to see how it compares to average'}
        </p>
      </form>
    </Card>
  );
}
