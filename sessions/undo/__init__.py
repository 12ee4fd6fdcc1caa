"""undo"""
