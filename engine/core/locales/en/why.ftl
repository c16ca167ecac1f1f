### The "?" of a decision (engine.core.why): the rule, then what each option changes for you.
## $option: the option's button text; $changes: the changes of your figures ("+1 Influence, −2 reis").

core-why-title = Why? The rule of this decision
core-why-numbers = What each option changes for you now:
core-why-option = { $option }: { $changes }
core-why-option_same = { $option }: changes none of your numbers yet
core-why-option_hidden = { $option }: depends on a hidden draw (not shown)
