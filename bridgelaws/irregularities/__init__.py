"""Recognising and rectifying irregularities, by group of laws.

Each module holds mixins with the rules of one group; the edition classes in
:mod:`bridgelaws.editions` combine them, overriding what their edition says
differently.
"""
