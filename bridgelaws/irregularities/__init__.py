"""Recognising and rectifying irregularities, by group of laws.

Each module is a rule book: plain functions that take the edition first, the
rules among them registered by irregularity code in the module's ``BOOK``
(:class:`bridgelaws.rules.RuleBook`). An edition class in
:mod:`bridgelaws.editions` names the books it rules with (``rule_books``) and
answers the hooks of :class:`~bridgelaws.editions.base.Edition` through them;
what a later edition says differently it overrides as a hook or a marked rule
of its own class (``editions/laws2007.py``).
"""
