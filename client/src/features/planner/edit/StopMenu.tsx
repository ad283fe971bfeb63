import { Button, Menu, Portal } from '@chakra-ui/react';
import { TrashIcon } from '../../../components/icons';
import type { PlanEditInput } from '../../../gql/graphql';
import { usePlannerT } from '../i18n';

type StopMenuProps = {
  readonly name: string;
  readonly attractionId: string;
  readonly day: number;
  /** Where the stop is among its day's stops, from 0, and how many the day has. */
  readonly index: number;
  readonly count: number;
  readonly days: number;
  readonly onEdit: (edit: PlanEditInput) => void;
};

/** The attribute naming the stop a menu's button is for: focus comes back to it after the change. */
export const STOP_MENU_ATTRIBUTE = 'data-stop-menu';

/**
 * The keyboard's way to change a stop (dragging is the pointer's): move it up or down its day, to another day, or
 * out of the plan. Removing is kept apart from the moves, last, in the danger colour; the plan offers Undo after it.
 */
export function StopMenu({ name, attractionId, day, index, count, days, onEdit }: StopMenuProps) {
  const t = usePlannerT();
  const move = (toDay: number, toIndex?: number) =>
    onEdit({ kind: 'MOVE_STOP', attractionId, day: toDay, ...(toIndex !== undefined ? { index: toIndex } : {}) });
  return (
    // Its items exist only while it is open: a 14-day plan has dozens of stops, each with a menu.
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button
          size="2xs"
          variant="ghost"
          aria-label={t('stop.changeLabel', { name })}
          className="tm-no-print"
          {...{ [STOP_MENU_ATTRIBUTE]: attractionId }}
        >
          {t('stop.change')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44" maxH="min(70vh, 28rem)" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('stop.moveGroup')}</Menu.ItemGroupLabel>
              <Menu.Item value="up" disabled={index === 0} onSelect={() => move(day, index - 1)}>
                {t('stop.moveUp')}
              </Menu.Item>
              <Menu.Item value="down" disabled={index >= count - 1} onSelect={() => move(day, index + 1)}>
                {t('stop.moveDown')}
              </Menu.Item>
              {Array.from({ length: days }, (_, i) => i + 1)
                .filter((d) => d !== day)
                .map((d) => (
                  <Menu.Item key={d} value={`day-${d}`} onSelect={() => move(d)}>
                    {t('stop.moveToDay', { day: String(d) })}
                  </Menu.Item>
                ))}
            </Menu.ItemGroup>
            <Menu.Separator my="2" />
            <Menu.Item
              value="remove"
              color="fg.error"
              _highlighted={{ bg: 'bg.error' }}
              onSelect={() => onEdit({ kind: 'REMOVE_STOP', attractionId })}
            >
              <TrashIcon />
              {t('stop.remove')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
